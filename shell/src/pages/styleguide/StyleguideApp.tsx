import { Provider } from 'jotai';
import { useEffect } from 'react';
import { sdkStore } from '@toolhub/sdk';
import { DialogHost, ToastHost } from '@toolhub/ui';
import { Specimens } from './Specimens';
import { StyleguideViewer } from './StyleguideViewer';
import { frameOf } from './frames';

/**
 * The living style guide (STYLEGUIDE_PATH). Opened plainly it is the viewer: the primitives in
 * frames of a desktop's and a phone's width, in the language and colour scheme chosen. Each
 * frame is this page again with `?frame`, which renders the specimens alone: in a frame of
 * its own width, the media queries a screen relies on apply as they would on that device.
 */
export default function StyleguideApp() {
  const frame = frameOf(window.location.search);
  useEffect(() => {
    if (frame) document.documentElement.dataset.thScheme = frame.scheme;
    document.documentElement.lang = frame?.lang ?? document.documentElement.lang;
  }, [frame]);
  return (
    <Provider store={sdkStore}>
      {frame ? <Specimens /> : <StyleguideViewer />}
      <DialogHost />
      <ToastHost />
    </Provider>
  );
}
