import 'server-only';

/** The only way pages reach editorial content: typed queries. */
export * from './queries';
