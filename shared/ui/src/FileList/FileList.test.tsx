import { act, cleanup, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileList, type FileListItem } from './FileList';

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

const three: FileListItem[] = [
  { id: 'a', name: 'alpha.pdf', size: 2048 },
  { id: 'b', name: 'beta.pdf', size: 1024 * 1024 },
  { id: 'c', name: 'gamma.pdf' },
];

/** A caller that keeps the order, as a tool does. */
function Reorderable({ initial = three, onMove }: { initial?: FileListItem[]; onMove?: (id: string, to: number) => void }) {
  const [files, setFiles] = useState(initial);
  return (
    <FileList
      files={files}
      onMove={(id, to) => {
        onMove?.(id, to);
        setFiles((current) => {
          const moved = current.find((file) => file.id === id) as FileListItem;
          const rest = current.filter((file) => file !== moved);
          return [...rest.slice(0, to), moved, ...rest.slice(to)];
        });
      }}
      onRemove={() => undefined}
    />
  );
}

const names = () => screen.getAllByRole('listitem').map((item) => within(item).getByTitle(/^\w+\.pdf$/).textContent);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('FileList', () => {
  it('is a named list of the files with their sizes; unordered when the order does not matter', () => {
    render(<FileList files={three} />);
    const list = screen.getByRole('list', { name: '已选择的文件' });
    expect(list.tagName).toBe('UL');
    expect(names()).toEqual(['alpha.pdf', 'beta.pdf', 'gamma.pdf']);
    expect(within(list).getByText('2 KB')).toBeTruthy();
    expect(within(list).getByText('1 MB')).toBeTruthy();
    // Nothing to press: no remove, no moves.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows where each upload is: waiting, preparing, a percentage with its bar, done', () => {
    render(
      <FileList
        files={[
          { id: 'w', name: 'w.pdf', status: 'waiting' },
          { id: 'p', name: 'p.pdf', status: 'uploading' },
          { id: 'u', name: 'u.pdf', status: 'uploading', progress: 0.426, meta: '12 页' },
          { id: 'd', name: 'd.pdf', status: 'done' },
        ]}
      />,
    );
    const [waiting, preparing, uploading, done] = screen.getAllByRole('listitem');
    expect(waiting.textContent).toContain('等待上传');
    expect(within(waiting).queryByRole('progressbar')).toBeNull();
    expect(preparing.textContent).toContain('准备上传…');
    expect(within(preparing).getByRole('progressbar', { name: 'p.pdf 上传进度' }).hasAttribute('aria-valuenow')).toBe(false);
    expect(uploading.textContent).toContain('12 页 · 上传中 43%');
    expect(within(uploading).getByRole('progressbar', { name: 'u.pdf 上传进度' }).getAttribute('aria-valuenow')).toBe('43');
    expect(done.textContent).toContain('已上传');
    expect(within(done).queryByRole('progressbar')).toBeNull();
  });

  it('tells a failed upload with its reason and offers to try again', () => {
    const onRetry = vi.fn();
    render(
      <FileList
        files={[
          { id: 'x', name: 'x.pdf', status: 'error', error: '文件过大' },
          { id: 'y', name: 'y.pdf', status: 'error' },
        ]}
        onRetry={onRetry}
      />,
    );
    const [first, second] = screen.getAllByRole('alert');
    expect(first.textContent).toContain('文件过大');
    expect(second.textContent).toContain('上传失败');
    fireEvent.click(within(second).getByRole('button', { name: '重新上传' }));
    expect(onRetry).toHaveBeenCalledWith('y');
  });

  it('removes a file by its button, named after it', () => {
    const onRemove = vi.fn();
    render(<FileList files={three} onRemove={onRemove} />);
    fireEvent.click(button('移除 beta.pdf'));
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('moves a file by its buttons, announces the move and keeps the focus on the moved file', () => {
    const onMove = vi.fn();
    render(<Reorderable onMove={onMove} />);
    expect(screen.getByRole('list', { name: '已选择的文件' }).tagName).toBe('OL');
    expect(button('上移 alpha.pdf').disabled).toBe(true);
    expect(button('下移 gamma.pdf').disabled).toBe(true);

    act(() => button('下移 alpha.pdf').focus());
    fireEvent.click(button('下移 alpha.pdf'));
    expect(onMove).toHaveBeenLastCalledWith('a', 1);
    expect(names()).toEqual(['beta.pdf', 'alpha.pdf', 'gamma.pdf']);
    expect(screen.getByText('已移动 alpha.pdf 到第 2 位').getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(button('下移 alpha.pdf'));

    // At the end its down button is off, so the focus goes to its up button.
    fireEvent.click(button('下移 alpha.pdf'));
    expect(names()).toEqual(['beta.pdf', 'gamma.pdf', 'alpha.pdf']);
    expect(screen.getByText('已移动 alpha.pdf 到第 3 位')).toBeTruthy();
    expect(document.activeElement).toBe(button('上移 alpha.pdf'));

    fireEvent.click(button('上移 gamma.pdf'));
    expect(names()).toEqual(['gamma.pdf', 'beta.pdf', 'alpha.pdf']);
    expect(document.activeElement).toBe(button('下移 gamma.pdf'));
  });

  it('moves a file dragged by its handle to where it is dropped', () => {
    const onMove = vi.fn();
    render(<Reorderable onMove={onMove} />);
    const rows = screen.getAllByRole('listitem');
    rows.forEach((row, index) =>
      vi.spyOn(row, 'getBoundingClientRect').mockReturnValue({ top: index * 60, bottom: index * 60 + 56, height: 56, left: 0, right: 300, width: 300, x: 0, y: index * 60, toJSON: () => ({}) }),
    );
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '', dropEffect: '' };
    const handle = screen.getByTitle('拖动 alpha.pdf 调整顺序');
    expect(handle.getAttribute('draggable')).toBe('true');
    // happy-dom's drag events carry no pointer position, so it is set on them by hand.
    const at = (type: 'dragOver' | 'drop', target: Element, clientY: number) => {
      const event = createEvent[type](target, { dataTransfer });
      Object.defineProperty(event, 'clientY', { value: clientY });
      fireEvent(target, event);
    };
    fireEvent.dragStart(handle, { dataTransfer });
    // Over the lower half of gamma: after it.
    at('dragOver', rows[2], 160);
    at('drop', rows[2], 160);
    expect(onMove).toHaveBeenCalledWith('a', 2);
    expect(names()).toEqual(['beta.pdf', 'gamma.pdf', 'alpha.pdf']);
    expect(screen.getByText('已移动 alpha.pdf 到第 3 位')).toBeTruthy();
  });

  it("announces a move in the caller's words when it has its own", () => {
    function Worded() {
      const [files, setFiles] = useState(three);
      const move = (id: string, to: number) =>
        setFiles((current) => {
          const rest = current.filter((file) => file.id !== id);
          return [...rest.slice(0, to), current.find((file) => file.id === id) as FileListItem, ...rest.slice(to)];
        });
      return <FileList files={files} moveAnnouncement={(name, position) => `${name} 已移到第 ${position} 位`} onMove={move} />;
    }
    render(<Worded />);
    fireEvent.click(button('上移 gamma.pdf'));
    expect(screen.getByText('gamma.pdf 已移到第 2 位').getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText(/已移动/)).toBeNull();
  });

  it('has nothing to reorder with one file', () => {
    render(<Reorderable initial={[three[0]]} />);
    expect(screen.queryByRole('button', { name: /上移|下移/ })).toBeNull();
    expect(screen.queryByTitle(/拖动/)).toBeNull();
  });

  it('keeps the files as they are while disabled', () => {
    render(<FileList files={three} onMove={() => undefined} onRemove={() => undefined} disabled />);
    const buttons = screen.getAllByRole('button') as HTMLButtonElement[];
    expect(buttons).toHaveLength(9);
    expect(buttons.every((each) => each.disabled)).toBe(true);
    expect(screen.getByTitle('拖动 alpha.pdf 调整顺序').getAttribute('draggable')).toBe('false');
  });

  it('shows a note instead of the upload status, and what the caller adds under a row', () => {
    render(<FileList files={[{ id: 'a', name: 'a.pdf', status: 'done', note: '已有密码', extra: <input aria-label="密码" /> }]} />);
    const row = screen.getByRole('listitem');
    expect(row.textContent).toContain('已有密码');
    expect(row.textContent).not.toContain('已上传');
    expect(within(row).getByLabelText('密码')).toBeTruthy();
  });

  it('speaks English when the page does', () => {
    setLocale('en');
    render(<Reorderable />);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toBeTruthy();
    fireEvent.click(button('Move beta.pdf up'));
    expect(screen.getByText('Moved beta.pdf to position 1')).toBeTruthy();
    expect(button('Remove beta.pdf')).toBeTruthy();
  });
});
