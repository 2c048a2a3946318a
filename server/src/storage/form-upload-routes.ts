/**
 * The two form uploads (spec §3 "Upload", §7 "Convert and PDF"), in a plugin of their own so
 * @fastify/multipart parses forms on these two routes only:
 *  - `/api/pdfconvert/upload2cos`: a credential of the credential call and the file, as
 *    form-data; checked like the store checks a PUT.
 *  - `/cgi-bin/tools/upload`: `file_data` (a file part, or base64 text) and an optional
 *    `custom_name`; answers `{header: {retCode: 0}, tempUrl}`, a time-limited download URL.
 * Files stream to a temporary file under a hard cap; oversize is 413 with the catalogue body.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  DEFAULT_MAX_BYTES,
  ERROR_CODES,
  TEMP_URL_TTL_SECONDS,
  upload2CosFieldsSchema,
  uploadBase64RequestSchema,
  type FileKind,
  type HubTool,
  type Upload2CosFields,
  type UploadResponse,
} from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoggedInContext } from '../context';
import { quotaVisitorOf } from '../equity/visitor';
import { ApiError, badRequest, ok, parseInput } from '../http/errors';
import { publicOrigin } from '../http/public-origin';
import { newUploadKey, readSessionToken, secretPairMatches, type UploadGrant } from './credential';
import { cosObjectStore } from './cos-object-store';
import { fileTypeOf, kindOfType } from './file-types';
import { acceptStaged, fileTooLarge, type IntakeDeps, type IntakeRequest } from './intake';
import { ABSOLUTE_MAX_BYTES, BASE64_MAX_BYTES, base64Length, readForm, stageBase64, stagePart, TEXT_OVERHEAD } from './form-parts';
import { discardStaged, type StagedFile } from './staging';
import type { Storage, StorageSettings } from './types';

const credentialRefused = (detail: string) => new ApiError(403, ERROR_CODES.BAD_REQUEST, detail);

export interface FormUploadDeps extends Pick<LoggedInContext, 'login' | 'secret' | 'clock' | 'config'> {
  settings: StorageSettings;
  storage: Storage;
  intake: IntakeDeps;
  tmpDir: string;
  /** The tools of this environment's enabled remotes (a tool may set its own `maxsize`). */
  tools: () => Promise<HubTool[]>;
}

export async function formUploadRoutes(app: FastifyInstance, deps: FormUploadDeps): Promise<void> {
  const { secret, clock, settings, storage, intake, tmpDir } = deps;
  const toolMax = (tools: HubTool[], toolid: unknown) => tools.find((tool) => tool.toolid === Number(toolid))?.maxsize;

  /** The grant of an upload2cos form's credential; the same checks as the store's. */
  function grantOf(form: Upload2CosFields): UploadGrant {
    const grant = readSessionToken(secret, form.session_token);
    if (!grant || !secretPairMatches(secret, grant, form.tmp_secret_id, form.tmp_secret_key)) throw credentialRefused('the credential is not valid');
    if (grant.exp <= Math.floor(clock() / 1000)) throw credentialRefused('the credential has expired');
    if (form.bucket !== grant.bucket || form.region !== settings.region) throw badRequest('bucket or region is not this hub\'s');
    if (form.name !== grant.key) throw credentialRefused('the credential is for another key');
    return grant;
  }

  /** What an upload2cos file must be and where it goes. */
  async function upload2CosIntake(request: FastifyRequest, form: Upload2CosFields, early: UploadGrant | undefined): Promise<IntakeRequest> {
    const claimed = fileTypeOf(form.name);
    if (settings.kind === 'embedded') {
      const grant = early ?? grantOf(form);
      return { owner: grant.sub, kind: grant.kind, claimed, maxBytes: () => grant.max, keyFor: () => grant.key };
    }
    // On Tencent COS the hub cannot read an STS credential: COS checks it when the file is put with it.
    if (!claimed) throw badRequest('name must end with the file type');
    const { subject } = await quotaVisitorOf(deps.login, request);
    return {
      owner: subject,
      kind: kindOfType(claimed),
      claimed,
      maxBytes: (kind: FileKind) => DEFAULT_MAX_BYTES[kind],
      keyFor: () => form.name,
      store: cosObjectStore(settings, { secretId: form.tmp_secret_id, secretKey: form.tmp_secret_key, securityToken: form.session_token }),
    };
  }

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 16, parts: 20, fileSize: ABSOLUTE_MAX_BYTES + 1, fieldSize: base64Length(BASE64_MAX_BYTES) + TEXT_OVERHEAD },
    });
    scope.setErrorHandler((error) => {
      // Fastify's own limit on a JSON body: for an upload, that is a file too large.
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw fileTooLarge();
      throw error;
    });

    scope.post('/api/pdfconvert/upload2cos', async (request) => {
      if (!request.isMultipart()) throw badRequest('upload2cos takes form-data');
      let early: UploadGrant | undefined;
      const { fields, staged } = await readForm(request, 'file', (part, fieldsSoFar) => {
        // The credential usually comes before the file: its own limit caps the stream then.
        const soFar = settings.kind === 'embedded' ? upload2CosFieldsSchema.safeParse(fieldsSoFar) : undefined;
        early = soFar?.success ? grantOf(soFar.data) : undefined;
        return stagePart(part.file, tmpDir, early?.max ?? ABSOLUTE_MAX_BYTES);
      });
      if (!staged) throw badRequest('file is required');
      let upload: IntakeRequest;
      try {
        upload = await upload2CosIntake(request, parseInput(upload2CosFieldsSchema, fields), early);
      } catch (error) {
        await discardStaged(staged);
        throw error;
      }
      const stored = await acceptStaged(intake, staged, upload);
      return ok({ cos_file_name: stored.key, size: stored.size });
    });

    scope.post('/cgi-bin/tools/upload', { bodyLimit: base64Length(BASE64_MAX_BYTES) + TEXT_OVERHEAD }, async (request): Promise<UploadResponse> => {
      let staged: StagedFile | undefined;
      let customName: string | undefined;
      let toolid: unknown;
      const tools = await deps.tools();
      if (request.isMultipart()) {
        const form = await readForm(request, 'file_data', (part, fieldsSoFar) =>
          stagePart(part.file, tmpDir, Math.max(toolMax(tools, fieldsSoFar.toolid) ?? 0, ABSOLUTE_MAX_BYTES)),
        );
        staged = form.staged;
        toolid = form.fields.toolid;
        customName = form.fields.custom_name || form.fileName;
        if (!staged && form.fields.file_data) staged = await stageBase64(form.fields.file_data, tmpDir, BASE64_MAX_BYTES);
      } else {
        const body = parseInput(uploadBase64RequestSchema, request.body);
        staged = await stageBase64(body.file_data, tmpDir, BASE64_MAX_BYTES);
        customName = body.custom_name;
        toolid = body.toolid;
      }
      if (!staged) throw badRequest('file_data is required');
      const { subject } = await quotaVisitorOf(deps.login, request);
      const now = clock();
      const maxOfTool = toolMax(tools, toolid);
      const stored = await acceptStaged(intake, staged, {
        owner: subject,
        claimed: fileTypeOf(customName),
        maxBytes: (kind) => maxOfTool ?? DEFAULT_MAX_BYTES[kind],
        keyFor: (detected) => newUploadKey(secret, subject, now, detected.type),
        fileName: customName?.slice(0, 200),
      });
      return {
        header: { retCode: 0 },
        tempUrl: storage.signedUrl(stored.key, publicOrigin(deps.config, request), TEMP_URL_TTL_SECONDS),
        cos_file_name: stored.key,
      };
    });
  });
}
