import { act, fireEvent, render, screen } from '@testing-library/react';
import { runTask, setLocale } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { lastTaskInput, resultFile, screenTestSetup, taskFails, taskFinishes, toolOf } from '../../test-support/screens';
import TextToSpeech from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const tool = toolOf('./TextToSpeech');
const runButton = () => screen.getByRole('button', { name: '开始合成' });
const typeText = (text: string) => act(async () => fireEvent.change(screen.getByLabelText(/要朗读的文字/), { target: { value: text } }));

screenTestSetup();

describe('text to speech screen', () => {
  it('says before anything runs that Chinese is read by the robotic espeak-ng voice, and refuses an empty text without a task', async () => {
    render(<TextToSpeech tool={tool} />);
    expect(screen.getByText(/中文由 espeak-ng 合成，声音偏机械/)).toBeTruthy();
    await act(async () => fireEvent.click(runButton()));
    expect(screen.getByText('请输入要朗读的文字')).toBeTruthy();
    expect(runTask).not.toHaveBeenCalled();
  });

  it('sends the text with the chosen voice, speed, pitch and format, then plays and offers the audio, naming its engine', async () => {
    taskFinishes({ Engines: ['espeak-ng'], Voices: ['cmn'], Duration: 3.2, Sentences: 1, Format: 'wav', Spoken: '今天二十五摄氏度' }, [resultFile('speech.wav')]);
    render(<TextToSpeech tool={tool} />);
    await typeText('今天25℃');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /普通话 · espeak-ng/ })));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'WAV' })));
    await act(async () => fireEvent.change(screen.getByRole('slider', { name: /语速/ }), { target: { value: '1.5' } }));
    await act(async () => fireEvent.click(runButton()));
    expect(lastTaskInput()).toMatchObject({ type: 131, toolId: 131, scene: 'tts', charging: false, data: { text: '今天25℃', voice: 'zh-espeak', speed: 1.5, pitch: 0, format: 'wav' } });
    const player = screen.getByLabelText('试听合成的语音') as HTMLAudioElement;
    expect(player.getAttribute('src')).toBe('https://hub.example/files/speech.wav');
    expect(screen.getByText('由 espeak-ng（共振峰合成，机械音） 合成，声音：cmn')).toBeTruthy();
    expect(screen.getByRole('link', { name: /speech\.wav/ }).getAttribute('href')).toBe('https://hub.example/files/speech.wav');
  });

  it("tells the engine's refusal in the page's language", async () => {
    taskFails('文字转语音失败！text is not readable');
    render(<TextToSpeech tool={tool} />);
    await typeText('\u0000\u0001binary');
    await act(async () => fireEvent.click(runButton()));
    expect(screen.getByText('文字转语音失败！内容不是可朗读的文字（可能粘贴了文件内容）')).toBeTruthy();
  });

  it('speaks English when the page is in English', () => {
    setLocale('en');
    render(<TextToSpeech tool={tool} />);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeTruthy();
  });
});
