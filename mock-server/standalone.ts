/**
 * `npm run mock-server`: the mock backend alone on 127.0.0.1:9090 (PORT to change), for QA scripts
 * and curl. Same handlers, same control API as every other mode.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeMockServer } from './node-http.ts';
import { describeMockServer } from './describe.ts';

const port = Number(process.env.PORT ?? 9090);
const host = process.env.HOST ?? '127.0.0.1';
const { handle } = await createNodeMockServer(process.env.MOCK_SCENARIO ?? 'default');

const server = createServer((req, res) => {
  void handle(req, res).then((handled) => {
    if (!handled) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          code: 'RESOURCE_NOT_FOUND',
          message: `Nothing at ${req.url}`,
          errors: [{ code: 'RESOURCE_NOT_FOUND' }],
        }),
      );
    }
  });
});
server.listen(port, host, () => {
  // The port bound, which PORT=0 leaves to the system (a test's server on a free port).
  const bound = (server.address() as AddressInfo).port;
  console.log(`identity-web mock server on http://${host}:${bound}\n`);
  console.log(describeMockServer(`http://${host}:${bound}`));
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
