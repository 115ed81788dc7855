/**
 * `npm run mock-server`: the mock backend alone on 127.0.0.1:9090 (PORT to change), for QA scripts
 * and curl. Same handlers, same control API as every other mode.
 */
import { createServer } from 'node:http';
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
  console.log(`identity-web mock server on http://${host}:${port}\n`);
  console.log(describeMockServer(`http://${host}:${port}`));
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
