import { ValidationError } from '../../errors.ts';
import { rowPayload } from '../../graphql/adminMutations.ts';
import { builder } from '../../graphql/builder.ts';
import { receiveUpload } from '../../graphql/upload.ts';
import { imagePurposes } from './uploadUrls.service.ts';
import { isPublicUpload, storeUpload, uploadUrlOf } from './uploads.service.ts';

const FilePurposeEnum = builder.enumType('FilePurpose', {
  values: ['meal_image', 'landing_image', 'payment_proof'] as const,
});

const ImageUploadPurposeEnum = builder.enumType('ImageUploadPurpose', { values: imagePurposes });

const UploadedFileRef = builder.prismaNode('UploadedFile', {
  id: { field: 'id' },
  // node(id): a proof is not found by anyone but an admin (null, as for an unknown id).
  findUnique: (id, { viewer }) => {
    const databaseId = /^\d{1,10}$/.test(id) ? Number(id) : -1;
    return viewer.admin ? { id: databaseId } : { id: databaseId, purpose: { not: 'payment_proof' } };
  },
  description: 'A stored upload. Payment proofs are visible to admins only.',
  authScopes: (file, { viewer }) => isPublicUpload(file) || viewer.admin !== null,
  fields: (t) => ({
    url: t.string({ description: 'Where it is served: /uploads/{key}.', resolve: (file) => uploadUrlOf(file.key) }),
    contentType: t.exposeString('contentType', { description: 'Detected from the bytes.' }),
    sizeBytes: t.exposeInt('sizeBytes'),
    purpose: t.expose('purpose', { type: FilePurposeEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ImageUploadInput = builder.inputType('ImageUploadInput', {
  fields: (t) => ({
    purpose: t.field({ type: ImageUploadPurposeEnum, required: true }),
    file: t.field({ type: 'Upload', required: true }),
  }),
});

const ImageUploadPayload = rowPayload('ImageUploadPayload', 'file', UploadedFileRef);

builder.mutationField('imageUpload', (t) =>
  t.field({
    type: ImageUploadPayload,
    authScopes: { admin: true },
    description:
      'Stores a meal or landing image sent as a GraphQL multipart request (JPEG, PNG, GIF or WebP by content; meals at most 5 MB, landing at most 10 MB). Its url goes in imageUrl / backgroundImageUrl.',
    args: { input: t.arg({ type: ImageUploadInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { input }, { app, viewer }) => {
      const file = await receiveUpload(input.file, 'file');
      return {
        file: await storeUpload(app, {
          purpose: input.purpose,
          file,
          uploader: { adminId: viewer.admin!.id },
          field: 'file',
        }),
      };
    },
  }),
);
