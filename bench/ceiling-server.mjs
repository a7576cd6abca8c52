// The ceiling: a bare node:http server answering the shop's exact bytes, run as its own process so it
// does not share an event loop with autocannon. Usage: node ceiling-server.mjs <routes.json>, where
// routes.json is [{ path, contentType, bodyFile }]; it reports { port } over IPC once listening.
import fs from 'node:fs';
import http from 'node:http';

const routes = new Map(
  JSON.parse(fs.readFileSync(process.argv[2], 'utf8')).map(({ path, contentType, bodyFile }) => {
    const body = fs.readFileSync(bodyFile);
    return [path, { body, headers: { 'Content-Type': contentType, 'Content-Length': String(body.length) } }];
  }),
);

const server = http.createServer((req, res) => {
  const route = req.method === 'GET' ? routes.get(req.url) : undefined;
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, route.headers);
  res.end(route.body);
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
