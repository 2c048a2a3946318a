/** Starts fake-llm-server.ts as a child process, as ops' real service would run: its origin and a stop. */
import path from 'node:path';
import { startFakeService, type FakeService } from '../../../../src/test-support/fake-service';

/** `origin` takes a mode and `/v1` after it. */
export type FakeLlmService = FakeService<{ mode: string; authorization: string | null; body: { model: string; messages: { role: string; content: string }[] } }>;

export const startFakeLlm = (): Promise<FakeLlmService> => startFakeService(path.join(import.meta.dirname, 'fake-llm-server.ts'), 'LLM');
