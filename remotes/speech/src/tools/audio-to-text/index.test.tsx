import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, runTask, upload, useLogin } from '@toolhub/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lastTaskInput, resultFile, screenTestSetup, settle, taskFails, taskFinishes, toolOf } from '../../test-support/screens';
import AudioToText from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const tool = toolOf('./AudioToText');
const runButton = () => screen.getByRole('button', { name: '开始转写' }) as HTMLButtonElement;
const audioFile = (name = 'talk.mp3', type = 'audio/mpeg') => new File([new Uint8Array(4000)], name, { type });

async function chooseFile(file: File) {
  await act(async () => fireEvent.change(screen.getAllByLabelText('点击选择文件')[0], { target: { files: [file] } }));
  await settle();
  await settle();
}

screenTestSetup();
beforeEach(() => {
  // Transcription is charged: the visitor is logged in.
  vi.mocked(useLogin).mockReturnValue({ isLogin: true } as ReturnType<typeof useLogin>);
  // The languages call as a server without ops' models answers it.
  vi.spyOn(api, 'get').mockResolvedValue({ ret: 0, data: { asr: [{ language: 'en', engine: 'pocketsphinx', name: 'cmusphinx-en-us' }] } });
});

describe('audio to text screen', () => {
  it('says which languages this server transcribes before anything is uploaded', () => {
    render(<AudioToText tool={tool} />);
    expect(screen.getByText(/本服务器可转写：英语（PocketSphinx）/)).toBeTruthy();
    expect(screen.getByText(/未安装时提交会被拒绝，不扣次数/)).toBeTruthy();
    expect(runButton().disabled).toBe(true);
  });

  it("names the models ops added once the server says so: Chinese then reads as transcribed, not as missing", async () => {
    vi.spyOn(api, 'get').mockResolvedValueOnce({
      ret: 0,
      data: { asr: [{ language: 'en', engine: 'pocketsphinx', name: 'cmusphinx-en-us' }, { language: 'zh', engine: 'sherpa-onnx', name: 'sherpa-onnx-paraformer-zh-2024-03-09' }] },
    });
    render(<AudioToText tool={tool} />);
    await settle();
    expect(screen.getByText(/本服务器可转写：英语（PocketSphinx）、中文（sherpa-onnx 模型）。/)).toBeTruthy();
    expect(screen.queryByText(/未安装时提交会被拒绝/)).toBeNull();
    expect(screen.getByText('运维安装的模型：sherpa-onnx-paraformer-zh-2024-03-09')).toBeTruthy();
  });

  it('uploads the chosen MP3 as it is, transcribes it, and shows timed lines, copy and TXT / SRT downloads', async () => {
    taskFinishes(
      { Engine: 'pocketsphinx', Language: 'en', Format: 'mp3', Duration: 65.2, Text: 'hello there general', Segments: [{ Start: 0.2, End: 1.5, Text: 'hello there' }, { Start: 62, End: 64, Text: 'general' }] },
      [resultFile('talk.txt'), resultFile('talk.srt')],
    );
    render(<AudioToText tool={tool} />);
    await chooseFile(audioFile());
    expect(vi.mocked(upload).mock.lastCall?.[0].name).toBe('talk.mp3');
    expect(vi.mocked(upload).mock.lastCall?.[1]).toMatchObject({ toolid: 132, maxSize: 52428800 });
    expect(screen.getByText('已上传')).toBeTruthy();
    await act(async () => fireEvent.click(runButton()));
    expect(lastTaskInput()).toMatchObject({ type: 132, toolId: 132, scene: 'audio_to_text', charging: true, data: { file: 'uploads/visitor/talk.mp3', name: 'talk.mp3', language: 'en' } });
    expect(screen.getByText('01:02')).toBeTruthy();
    expect(screen.getByText('general')).toBeTruthy();
    expect(screen.getByText(/PocketSphinx（英语）在本服务器识别/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /下载 SRT 字幕/ }).getAttribute('href')).toBe('https://hub.example/files/talk.srt');
    expect(screen.getByRole('link', { name: /下载 TXT/ }).getAttribute('href')).toBe('https://hub.example/files/talk.txt');
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制文字' })));
    expect(writeText).toHaveBeenCalledWith('hello there general');
    expect(screen.getByRole('button', { name: '已复制' })).toBeTruthy();
  });

  it('refuses a file that is no audio before any upload', async () => {
    render(<AudioToText tool={tool} />);
    await chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/不支持该文件类型|音频/);
  });

  it('tells a Chinese job refused for want of a model, uncharged, in the page language', async () => {
    taskFails('音频转文字失败！language not supported');
    render(<AudioToText tool={tool} />);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /中文/ })));
    await chooseFile(audioFile('会议.m4a', 'audio/mp4'));
    await act(async () => fireEvent.click(runButton()));
    expect(lastTaskInput()?.data).toMatchObject({ language: 'zh' });
    expect(screen.getByText('音频转文字失败！本服务器没有这种语言的识别模型，未扣次数')).toBeTruthy();
    expect(runTask).toHaveBeenCalledTimes(1);
  });

  it('says so when the microphone is refused, and the upload still works', async () => {
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) } });
    render(<AudioToText tool={tool} />);
    expect(screen.getByText(/浏览器会询问是否允许使用麦克风/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始录音' })));
    await settle();
    expect(screen.getByText(/没有麦克风权限，无法录音/)).toBeTruthy();
    expect(screen.getAllByLabelText('点击选择文件').length).toBeGreaterThan(0);
  });
});
