// Uploads: files checked by content, stored through lib/storage, served at /uploads.
//

export {
  discardUpload,
  MAX_UPLOAD_BYTES,
  parserFileCap,
  purposeRules,
  storeUpload,
  uploadUrlOf,
  type IncomingFile,
  type StoredUpload,
  type StoreUploadInput,
  type Uploader,
} from './uploads.service.ts';
export { imagePurposes, type ImagePurpose } from './uploadUrls.service.ts';
export { readMultipartUpload, type MultipartUpload } from './multipart.ts';
