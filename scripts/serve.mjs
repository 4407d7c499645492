// `npm run preview`: serve dist/ as a plain static host would (no rewrites).
// Usage: node scripts/serve.mjs [--dir dist] [--port 4321]   (BASE_PATH is honoured)
import { parseArgs } from 'node:util';
import { startStaticServer } from './lib/static-server.mjs';
import { siteBase } from './lib/site-config.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4321' } },
});
const server = await startStaticServer({
  root: values.dir,
  port: Number(values.port),
  base: siteBase(process.env.BASE_PATH),
});
console.log(`Serving ${values.dir} at ${server.url}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
