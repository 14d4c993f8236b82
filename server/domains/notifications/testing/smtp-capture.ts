import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, decoded enough to read. */
export type CapturedEmail = { envelopeTo: string[]; to: string; from: string; subject: string; text: string; html: string; raw: string };

export type SmtpCapture = {
  url: string;
  messages: CapturedEmail[];
  /** Recipients the server refuses with 550, to test failed sends. */
  refuse: Set<string>;
  clear: () => void;
  close: () => Promise<void>;
};

const bytesToUtf8 = (bytes: number[]) => Buffer.from(bytes).toString('utf8');

function decodeQuotedPrintable(body: string): string {
  const flat = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < flat.length; i++) {
    const hex = flat.slice(i + 1, i + 3);
    if (flat[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(flat[i]!, 'utf8'));
    }
  }
  return bytesToUtf8(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); adjacent ones join without the space. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHead(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined) {
  const kind = (encoding ?? '7bit').toLowerCase();
  const text = kind === 'quoted-printable' ? decodeQuotedPrintable(body) : kind === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return text.replace(/\r\n/g, '\n');
}

/** The text/plain and text/html parts of a (possibly multipart) message. */
function bodies(raw: string): { text: string; html: string } {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1).filter((part) => !part.startsWith('--'));
    return parts.map((part) => bodies(part.replace(/^\r?\n/, ''))).reduce((all, part) => ({ text: all.text || part.text, html: all.html || part.html }), { text: '', html: '' });
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  return type.toLowerCase().startsWith('text/html') ? { text: '', html: decoded } : { text: decoded.replace(/\n$/, ''), html: '' };
}

export function parseEmail(raw: string, envelopeTo: string[] = []): CapturedEmail {
  const { headers } = splitHead(raw);
  return {
    envelopeTo,
    to: decodeWords(headers.get('to') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    ...bodies(raw),
    raw,
  };
}

/** A real SMTP server on loopback that keeps every message it is given. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedEmail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(parseEmail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((rcpt) => rcpt.address)));
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
    refuse,
    clear: () => {
      messages.length = 0;
      refuse.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
