/**
 * `npm run serve:prod`: the production build (`dist/`, or DIST) as production serves it, through nginx
 * with deploy/nginx/ and the mock server as the backends, on 127.0.0.1:8080 (PORT to change). Build
 * first (`npm run build`); nginx: `bash scripts/install-nginx.sh`.
 */
import { describeMockServer } from '../mock-server/describe.ts';
import { nginxInstalled, NGINX_PATH, startProdServer } from './prod-server.ts';

if (!nginxInstalled()) {
  console.error(
    `No nginx at ${NGINX_PATH}: bash scripts/install-nginx.sh installs Debian's (or set NGINX_PATH).`,
  );
  process.exit(2);
}
const server = await startProdServer({
  dist: process.env.DIST ?? 'dist',
  port: Number(process.env.PORT ?? 8080),
});
console.log(
  `identity-web through nginx (deploy/nginx/, ${server.brotli ? 'gzip and brotli' : 'gzip; no brotli module'}) ` +
    `on ${server.origin}/auth/login\n`,
);
console.log(describeMockServer(server.origin));
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
