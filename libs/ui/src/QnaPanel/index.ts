export * from './QnaPanel';
