export * from '@rspress/core/theme-original';
