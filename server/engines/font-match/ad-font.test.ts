/**
 * Advertisement-font recognition through the real task engine, as its screen calls it: the ad
 * uploaded to the hub's storage, the cloud-proxy OCR call with scene 'scan_advertise' and
 * sub_req_type 5 (the table recognition's type: the scene picks this recognition), PP-OCRv4
 * and the font matching in a worker. Only an answer with lines consumes a use.
 */
import { SCENE_RECOGNITIONS, fontMatchResultSchema } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../src/test-support';
import { leftUses, uploadAndRecognise, uploadPageCall, type UploadOptions } from '../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../src/tasks/test-support/harness';
import { drawAd } from './test-support/ads';

const { scene, subReqType } = SCENE_RECOGNITIONS.advertisementFont;

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

/** A new visitor (one free use of the scene) uploads the file as a page does and makes the screen's call. */
const recognise = (file: Buffer, upload: UploadOptions = {}) => uploadAndRecognise(t, file, { subReqType, scene }, upload);

describe('advertisement-font recognition', () => {
  it("names each line's font with its licence and runners-up, boxes on the lines, for one use", async () => {
    const ad = await drawAd(
      [
        { text: '限时特惠 全场五折', family: 'Noto Sans CJK SC', weight: 700, size: 72, colour: '#ffe082' },
        { text: 'Grand Opening Today', family: 'DejaVu Serif', weight: 400, size: 44, colour: '#ffffff' },
      ],
      { ground: ['#c62828', '#8e0000'] },
    );
    const { answer, used } = await recognise(ad.image);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const { FontMatches } = fontMatchResultSchema.parse(JSON.parse(answer.business_data.data));
    expect(FontMatches.map((line) => line.DetectedText.replace(/\s+/g, ''))).toEqual(['限时特惠全场五折', 'GrandOpeningToday']);
    expect(FontMatches.map((line) => [line.Font.Family, line.Font.Weight])).toEqual([
      ['Noto Sans CJK SC', 700],
      ['DejaVu Serif', 400],
    ]);
    expect(FontMatches[0].Font).toMatchObject({ Licence: 'SIL Open Font License 1.1', LicenceId: 'OFL-1.1', LicenceUrl: 'https://spdx.org/licenses/OFL-1.1.html' });
    expect(FontMatches[1].Font).toMatchObject({ LicenceId: 'Bitstream-Vera', LicenceUrl: 'https://dejavu-fonts.github.io/License.html' });
    FontMatches.forEach((line, i) => {
      // The box sits on the drawn line, in the uploaded image's pixels.
      const ys = line.Polygon.map((p) => p.Y);
      const middle = (Math.min(...ys) + Math.max(...ys)) / 2;
      expect(middle).toBeGreaterThan(ad.lines[i].top);
      expect(middle).toBeLessThan(ad.lines[i].bottom);
      expect(line.Alternatives).toHaveLength(3);
      expect(line.Alternatives[0].Score).toBeLessThan(line.Score);
    });
    // A Chinese line is only ever compared with fonts that draw Chinese.
    expect(FontMatches[0].Alternatives.map((a) => a.Family)).not.toContain('DejaVu Serif');
    expect(used).toBe(1);
  }, 90_000);

  it('refuses a PDF named .png at upload, and fails an unreadable image and an ad without text, consuming nothing', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const h = await sessionHeaders(t.app);
    const before = await leftUses(t, h, scene);
    const refused = await uploadPageCall(t, h, pdf, { fileType: 'png', contentType: 'image/png', name: 'ad.png' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('文件类型不符');
    expect(await leftUses(t, h, scene)).toBe(before);

    const ad = await drawAd([{ text: '开业大吉', family: 'AR PL UKai CN', weight: 400, size: 64, colour: '#b3261e' }], { ground: ['#fff4d6'] });
    const blank = await drawAd([], { ground: ['#fff4d6'] });
    const cases = [
      { what: 'truncated', file: ad.image.subarray(0, Math.floor(ad.image.length / 2)), reason: 'err is error reading file' },
      { what: 'no text', file: blank.image, reason: 'err is no text recognised' },
    ];
    for (const c of cases) {
      const { answer, used } = await recognise(c.file);
      expect(answer.common_rsp.state, c.what).toBe('failed');
      expect(answer.rsp_header.reason, c.what).toBe(c.reason);
      expect(used, c.what).toBe(0);
    }
  }, 90_000);
});
