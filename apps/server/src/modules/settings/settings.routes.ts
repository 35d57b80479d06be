import {
  resetSettingsBody,
  settingsDataResponse,
  settingsResponse,
  updateSettingBody,
} from '@app/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { loadSettings, resetSettings, updateSetting } from './settings.service';

/** The signed-in user's own settings; nobody reads or writes another user's. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    { preHandler: app.requireAuth, schema: { tags: ['settings'], response: { 200: settingsResponse } } },
    async (request) => loadSettings(app.store.db, authOf(request).userId),
  );

  app.put(
    '/api/settings',
    {
      preHandler: app.requireAuth,
      schema: { tags: ['settings'], body: updateSettingBody, response: { 200: settingsDataResponse } },
    },
    async (request) => ({
      data: await updateSetting(app.store.db, authOf(request).userId, request.body),
    }),
  );

  app.post(
    '/api/settings/reset',
    {
      preHandler: app.requireAuth,
      schema: { tags: ['settings'], body: resetSettingsBody, response: { 200: settingsDataResponse } },
    },
    async (request) => ({
      data: await resetSettings(app.store.db, authOf(request).userId, request.body?.category),
      message: 'Settings reset to defaults',
    }),
  );
};
