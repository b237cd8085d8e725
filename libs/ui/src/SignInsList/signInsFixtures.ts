import type { SignInEntry } from './signInsModel';

export const sampleSignIns: SignInEntry[] = [
  {
    id: '7f3c0c52-0d52-4f47-9d5a-1c0f6c1d0001',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    ip: '200.160.2.3',
    startedAt: '2026-12-01T12:00:00.000Z',
    lastUsedAt: '2026-12-07T09:10:00.000Z',
    current: true,
  },
  {
    id: '7f3c0c52-0d52-4f47-9d5a-1c0f6c1d0002',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ip: '177.43.10.20',
    startedAt: '2026-11-28T22:15:00.000Z',
    lastUsedAt: '2026-12-06T18:40:00.000Z',
    current: false,
  },
  {
    id: '7f3c0c52-0d52-4f47-9d5a-1c0f6c1d0003',
    userAgent: null,
    ip: null,
    startedAt: '2026-11-20T08:00:00.000Z',
    lastUsedAt: '2026-11-20T08:00:00.000Z',
    current: false,
  },
];
