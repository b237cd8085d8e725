export * from './AssistTokenControl';
