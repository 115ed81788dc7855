/** Regional settings, their option lists, and settings by group name. */
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { requireSession } from '../../core/session.ts';
import { createHttp } from './http.ts';

type OptionList = 'languages' | 'regions' | 'timezones';

export function settingsHandlers(context: MockContext) {
  const http = createHttp();
  const { db } = context;

  const options = (list: OptionList) => db.options.findMany((q) => q.where({ list }));

  return [
    http.get('/persons/me/settings', ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      return response(200).json({
        preferredLanguage: person.preferredLanguage,
        region: person.region,
        timezone: person.timezone,
      });
    }),

    http.post('/persons/me/settings', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const settings = await request.json();
      const offered: [keyof typeof settings, OptionList][] = [
        ['preferredLanguage', 'languages'],
        ['region', 'regions'],
        ['timezone', 'timezones'],
      ];
      for (const [field, list] of offered) {
        if (!options(list).some((option) => option.code === settings[field])) {
          fail(400, 'INVALID_REQUEST', {
            message: `${settings[field]} is not one of the ${list} offered.`,
            details: { field },
          });
        }
      }
      await db.persons.update(person, {
        data(draft) {
          draft.preferredLanguage = settings.preferredLanguage;
          draft.region = settings.region;
          draft.timezone = settings.timezone;
        },
      });
      return response(204).empty();
    }),

    http.get('/persons/me/settings-options/languages', ({ cookies, response }) => {
      requireSession(context, cookies);
      return response(200).json(options('languages').map(({ name, code }) => ({ name, code })));
    }),

    http.get('/persons/me/settings-options/regions', ({ cookies, response }) => {
      requireSession(context, cookies);
      return response(200).json(options('regions').map(({ name, code }) => ({ name, code })));
    }),

    http.get('/persons/me/settings-options/timezones', ({ cookies, response }) => {
      requireSession(context, cookies);
      return response(200).json(options('timezones').map(({ name, code }) => ({ caption: name, code })));
    }),

    http.get('/settings/{group}', ({ cookies, params, response }) => {
      requireSession(context, cookies);
      const group = db.settingsGroups.findFirst((q) => q.where({ group: params.group }));
      if (!group) fail(404, 'FAILED_TO_GET_SETTINGS', { message: `No settings for group ${params.group}.` });
      return response(200).json({ url: group.url });
    }),
  ];
}
