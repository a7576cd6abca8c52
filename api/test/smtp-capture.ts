import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received mail, decoded just enough for assertions: headers, subject, and the text and HTML parts. */
export interface CapturedMail {
  envelope: { from: string; to: string[] };
  /** Lower-case names; folded lines joined and encoded words (=?UTF-8?B?...?=) decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  /** The parts sent as files (Content-Disposition: attachment), decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: string;
}

export interface SmtpCapture {
  /** For SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /**
   * Resolves with the messages once at least `count` have arrived; rejects after `timeoutMs`, a
   * limit for a mail that never comes: beside the other test lanes on two cores, a mail that goes
   * through the queue, a worker and a PDF took over 10 s to arrive.
   */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  clear(): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (no TLS, any or no login) that keeps what it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mail(s), received ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message (as received, or an .eml file) decoded like the received ones. */
export function parseMail(raw: string, envelope: CapturedMail['envelope']): CapturedMail {
  const { headers, body } = splitEntity(raw);
  const parts = leafParts(headers, body);
  return {
    envelope,
    headers,
    subject: headers.get('subject') ?? '',
    text: parts.find((part) => part.type === 'text/plain' && !part.filename)?.content ?? '',
    html: parts.find((part) => part.type === 'text/html' && !part.filename)?.content ?? '',
    attachments: parts
      .filter((part) => part.filename)
      .map((part) => ({ filename: part.filename!, contentType: part.type, content: part.bytes })),
    raw,
  };
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const end = entity.search(/\r?\n\r?\n/);
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? '' : entity.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

interface LeafPart {
  type: string;
  /** The decoded text, for text parts. */
  content: string;
  bytes: Buffer;
  filename?: string;
}

function leafParts(headers: Map<string, string>, body: string): LeafPart[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => {
        const entity = splitEntity(part.replace(/^\r?\n/, ''));
        return leafParts(entity.headers, entity.body);
      });
  }
  const bytes = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit');
  const disposition = headers.get('content-disposition') ?? '';
  const filename = /^attachment/i.test(disposition) ? (/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '') : undefined;
  // SMTP carries CRLF line ends; assertions read better with plain \n.
  return [{ type, content: bytes.toString('utf8').replace(/\r\n/g, '\n'), bytes, filename }];
}

function decodeBody(body: string, encoding: string): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return quotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return Buffer.from(body, 'utf8');
  }
}

/** Consecutive encoded words are joined before decoding: a multi-byte character may be split across them. */
function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?[BbQq]\?[^?]*\?=(?:\s+=\?[^?]+\?[BbQq]\?[^?]*\?=)*/g, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)].map(([, encoding, text]) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}
