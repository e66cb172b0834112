import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/cms/',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 400 },
  server: {
    port: 5174,
    proxy: {
      '/api': apiTarget,
      '/users': apiTarget,
      '/current_user.json': apiTarget,
      '/media': apiTarget,
    },
  },
});
