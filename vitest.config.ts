import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
  },
});
