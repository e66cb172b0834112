import { Readable } from 'node:stream';

/**
 * One message for SMTP DATA whose end is held back. Once the SMTP client has read every byte
 * (the server has all of it but the final dot), `onComplete` runs; `release` then ends the
 * stream, so the dot goes out and the server keeps the message, and `abort` destroys it, so
 * the client drops the connection and the server discards the unfinished message (RFC 5321).
 */
export class HeldMessage extends Readable {
  private given = false;
  private asked = false;
  released = false;

  constructor(
    private readonly content: Buffer,
    private readonly onComplete: (message: HeldMessage) => void,
  ) {
    super();
    // The SMTP client listens while it sends; an abort after that must not go unheard.
    this.on('error', () => {});
  }

  override _read() {
    if (!this.given) {
      this.given = true;
      this.push(this.content);
    } else if (!this.asked) {
      this.asked = true;
      this.onComplete(this);
    }
  }

  release() {
    this.released = true;
    this.push(null);
  }

  abort(error: Error) {
    this.destroy(error);
  }
}
