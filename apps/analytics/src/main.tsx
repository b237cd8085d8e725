import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startFrame } from './frame/startFrame';
import { warmFonts } from './frame/warmFonts';
import { FrameApp, prefetchView } from './view/FrameApp';

// The frame starts listening before React renders: the host's load may come as soon as the page has loaded.
const frame = startFrame();
warmFonts();
prefetchView(frame.route);
document.documentElement.lang = frame.locale;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FrameApp frame={frame} />
  </StrictMode>,
);
