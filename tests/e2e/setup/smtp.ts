import { createServer, type Server } from 'node:net';

import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: Email;
};

/**
 * How the server treats the next connections: it can refuse, stall, defer, reject, accept, or
 * accept slowly (each message answered only `replyDelayMs` after its data arrived, as a relay
 * busy scanning content does).
 */
export type SmtpMode = 'accept' | 'refuse' | 'hang' | 'defer' | 'reject' | 'slow';

/** How long the 'slow' mode holds each message's answer unless told otherwise. */
const SLOW_REPLY_MS = 30_000;

/** Postfix's replies to a recipient it refuses for good (550) or for now (451), after the address. */
const recipientRefusals = {
  550: 'Recipient address rejected: User unknown in local recipient table',
  451: 'Recipient address rejected: Temporary lookup failure',
} as const;

/**
 * A real SMTP server inside the test process (npm smtp-server), on loopback, that records
 * every message it accepts and can be told to fail the way real mail servers fail.
 */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  let mode: SmtpMode = 'accept';
  let replyDelayMs = SLOW_REPLY_MS;
  /** Messages whose data arrived and whose answer the 'slow' mode is holding back. */
  let held = 0;
  let port = 0;
  let listening: Server | undefined;
  let stalled: Server | undefined;
  const refusedRecipients = new Map<string, keyof typeof recipientRefusals>();

  // A closed SMTPServer stays "shutting down": each listening phase gets a new one.
  const createSmtp = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const code = refusedRecipients.get(address.address);
        if (!code) return callback();
        // Quoting the address, as real mail servers do.
        const reply = `<${address.address}>: ${recipientRefusals[code]}`;
        callback(Object.assign(new Error(reply), { responseCode: code }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (mode === 'defer')
            return callback(Object.assign(new Error('Try later'), { responseCode: 451 }));
          if (mode === 'reject')
            return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          };
          // The message counts as received when the client is told so, as on a real relay.
          const accept = () =>
            void PostalMime.parse(raw).then((parsed) => {
              received.push({ envelope, raw, parsed });
              callback();
            });
          if (mode !== 'slow') return accept();
          held += 1;
          setTimeout(() => {
            held -= 1;
            accept();
          }, replyDelayMs);
        });
      },
    });
  let smtp = createSmtp();
  // A client that dies mid-session (the site killed on purpose) resets the connection.
  const ignoreResets = (server: SMTPServer) => server.on('error', () => {});

  const listen = () =>
    new Promise<void>((resolve) => {
      smtp = createSmtp();
      ignoreResets(smtp);
      smtp.listen(port, '127.0.0.1', () => {
        const address = smtp.server.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  await listen();
  listening = smtp.server;

  /** Accepts TCP connections but never says hello. */
  const stall = () =>
    new Promise<void>((resolve) => {
      stalled = createServer(() => {});
      stalled.listen(port, '127.0.0.1', () => resolve());
    });

  return {
    url: () => `smtp://127.0.0.1:${port}`,
    received,
    /** `replyDelayMs` sets how long the 'slow' mode holds each answer. */
    async setMode(next: SmtpMode, options: { replyDelayMs?: number } = {}) {
      replyDelayMs = options.replyDelayMs ?? SLOW_REPLY_MS;
      if (mode === next) return;
      if (listening && (next === 'refuse' || next === 'hang')) {
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
        listening = undefined;
      }
      if (stalled && next !== 'hang') {
        await new Promise<void>((resolve) => stalled?.close(() => resolve()));
        stalled = undefined;
      }
      if (next === 'hang') await stall();
      if (
        !listening &&
        (next === 'accept' || next === 'defer' || next === 'reject' || next === 'slow')
      ) {
        await listen();
        listening = smtp.server;
      }
      mode = next;
    },
    /** Refuses `address` as a recipient in every mode that answers: for good (550) or for now (451). */
    refuseRecipient(address: string, code: keyof typeof recipientRefusals) {
      refusedRecipients.set(address, code);
    },
    /** How many messages the 'slow' mode is holding the answer of right now. */
    held: () => held,
    /** Waits until `predicate` holds for the received mail, or fails after `timeoutMs`. */
    async waitFor(predicate: (mail: ReceivedMail[]) => boolean, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) {
          throw new Error(
            `SMTP: condition not met after ${timeoutMs} ms (${received.length} received)`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
