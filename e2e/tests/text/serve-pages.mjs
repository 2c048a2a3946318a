// The public web host's server (public-web-host.ts): the pages come as JSON on stdin
// (path → HTML); it prints one line when it listens on port 80 of the address it is given.
import http from 'node:http';

let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const pages = JSON.parse(input);
  http
    .createServer((request, response) => {
      const page = pages[new URL(request.url ?? '/', 'http://host').pathname];
      response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page ?? 'not found');
    })
    .listen(80, process.argv[2], () => console.log('listening'));
});
