// A tiny SMTP server for the outbox tests: it refuses the first `refuse` connections (421, as a mail server that
// is down or overloaded does) and then accepts letters, keeping each one's raw message. Enough of RFC 5321 for
// nodemailer without TLS or authentication.
import net from 'node:net';

export type SmtpStandIn = {
  url: string;
  /** Raw messages received (headers and body as sent). */
  messages: string[];
  /** Connections refused so far. */
  refused: () => number;
  stop: () => Promise<void>;
};

export async function startSmtpStandIn({ refuse = 1 } = {}): Promise<SmtpStandIn> {
  const messages: string[] = [];
  let refusedCount = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (refusedCount < refuse) {
      refusedCount++;
      socket.end('421 4.3.2 Service not available, try again later\r\n');
      return;
    }
    socket.write('220 stand-in ESMTP\r\n');
    let buffer = '';
    let data: string[] | null = null;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = null;
            socket.write('250 2.0.0 Ok: queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-stand-in\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 Ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused: () => refusedCount,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
