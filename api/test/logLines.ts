import { Writable } from 'node:stream';

/** The server's log lines (pass as `logDestination` to startTestServer), kept as text and parsed. */
export class LogLines extends Writable {
  text = '';
  lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    const text = chunk.toString();
    this.text += text;
    for (const line of text.split('\n').filter(Boolean)) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
  /** The lines about requests to `path`. */
  about(path: string) {
    return this.lines.filter((line) => (line.req as { url?: string } | undefined)?.url === path);
  }
}
