import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import type { FilePurpose } from '../../generated/prisma/client.ts';
import { CSRF_REFUSAL, hasCsrfHeader } from '../../http/csrf.ts';
import { assertAcceptableText } from '../../lib/inputText.ts';
import { parserFileCap, purposeRules, type IncomingFile } from './uploads.service.ts';

export interface MultipartUpload {
  /** The text fields sent before the file (later ones are not read). */
  fields: Record<string, string>;
  /** The file, still streaming: hand it to `storeUpload` (or drop it: the rest of the request is discarded). */
  file: IncomingFile | null;
}

/**
 * Reads a REST multipart request (`multipart/form-data`) up to its file: the
 * text fields, then the file as a stream, so a route can check the fields (and
 * who is asking) before a byte of the file is stored. Browsers send FormData
 * parts in the order they were appended, so fields appended before the file
 * are all here. The parser stops a file just past the purpose's limit; the
 * uploads service refuses it with the specification's text.
 *
 * Cookie-authenticated requests must carry a CSRF header (multipart is a form
 * a cross-site page can post); bearer-token clients need none.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  options: { fileField: string; purpose: FilePurpose },
): Promise<MultipartUpload> {
  if (!request.isMultipart()) {
    throw new ValidationError('Expected a multipart/form-data request', [
      { path: [options.fileField], message: 'Expected a multipart/form-data request' },
    ]);
  }
  if (!request.headers.authorization && !hasCsrfHeader(request.headers)) throw new ForbiddenError(CSRF_REFUSAL);

  const parts = request.parts({
    limits: {
      fileSize: parserFileCap(purposeRules[options.purpose].maxBytes),
      files: 1,
      fields: 50,
      fieldSize: 100_000,
    },
  });
  const fields: Record<string, string> = {};
  // Read part by part and stop at the file without ending the iterator: ending
  // it would stop the parser while the file is still arriving.
  for (;;) {
    const next = await parts.next();
    if (next.done) return { fields, file: null };
    const part: Multipart = next.value;
    if (part.type === 'field') {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      // The input-text rule every JSON body meets (http/inputText.ts), for the fields of a form.
      assertAcceptableText({ [part.fieldname]: fields[part.fieldname] });
      continue;
    }
    const filePart: MultipartFile = part;
    if (filePart.fieldname !== options.fileField) {
      filePart.file.resume();
      throw ValidationError.forField(
        filePart.fieldname,
        `Unexpected file field; send the file as ${options.fileField}`,
      );
    }
    return { fields, file: { stream: filePart.file, filename: filePart.filename } };
  }
}
