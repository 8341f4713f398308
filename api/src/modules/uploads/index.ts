// Uploads: files checked by content, stored through lib/storage, served at /uploads.
//

export {
  discardUpload,
  MAX_UPLOAD_BYTES,
  parserFileCap,
  storeUpload,
  type IncomingFile,
  type StoredUpload,
} from './uploads.service.ts';
export { readMultipartUpload } from './multipart.ts';
