/** Starts fake-sd-server.ts as a child process, as a real service would be: its base URL and a stop. */
import path from 'node:path';
import { startFakeService, type FakeService } from '../../../../src/test-support/fake-service';

export interface ReceivedRequest {
  mode: string;
  contentType: string;
  body: Record<string, unknown>;
}

/** `origin` takes a mode after it (`/ok`, `/malformed`); `received` lists the txt2img requests. */
export type FakeSdService = FakeService<ReceivedRequest>;

export const startFakeSd = (): Promise<FakeSdService> => startFakeService(path.join(import.meta.dirname, 'fake-sd-server.ts'), 'SD');
