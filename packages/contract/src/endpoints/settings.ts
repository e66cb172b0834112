import { ZIdParam, ZNoContent } from '../schemas/common';
import { ZHistoryList, ZHistoryQuery } from '../schemas/history';
import { ZGeneralSettings, ZGeneralSettingsUpdate } from '../schemas/settings';
import {
  ZStreamTarget,
  ZStreamTargetList,
  ZStreamTargetParam,
  ZStreamTargetUpdate,
} from '../schemas/stream-targets';
import {
  ZTranscoderProfile,
  ZTranscoderProfileCreate,
  ZTranscoderProfileList,
  ZTranscoderProfileUpdate,
  ZTranscoderTemplateList,
} from '../schemas/transcoder-profiles';
import {
  ZWowzaServer,
  ZWowzaServerCheck,
  ZWowzaServerCreate,
  ZWowzaServerList,
  ZWowzaServerUpdate,
} from '../schemas/wowza-servers';
import { defineEndpoint } from './define-endpoint';

const SETTINGS = '/api/admin/settings';
const common = { access: 'settings', tags: ['settings'] } as const;

/** SPEC §7 Settings: general settings and the Wowza servers live events stream through. */
export const settingsEndpoints = {
  getGeneral: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/general`,
    summary: 'General settings (the Redash API key only as whether one is saved)',
    response: ZGeneralSettings,
  }),
  updateGeneral: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${SETTINGS}/general`,
    summary: 'Change general settings (409 when the version is stale)',
    body: ZGeneralSettingsUpdate,
    response: ZGeneralSettings,
    errors: [409],
  }),
  generalHistory: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/general/history`,
    summary: 'Changes of the general settings, newest first (secrets never included)',
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
  listStreamTargets: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/stream_targets`,
    summary: 'Where each stream_to target publishes (stream keys never included)',
    response: ZStreamTargetList,
  }),
  updateStreamTarget: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${SETTINGS}/stream_targets/:target`,
    summary:
      'Change a stream target; a left-out stream key is kept (409 when the version is stale)',
    params: ZStreamTargetParam,
    body: ZStreamTargetUpdate,
    response: ZStreamTarget,
    errors: [409],
  }),
  streamTargetHistory: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/stream_targets/:target/history`,
    summary: "A stream target's changes, newest first (stream keys never included)",
    params: ZStreamTargetParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
  listTranscoders: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/transcoders`,
    summary: 'Transcoder profiles with their rendition ladders and how many events use each',
    response: ZTranscoderProfileList,
  }),
  createTranscoder: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${SETTINGS}/transcoders`,
    summary: 'Add a transcoder profile (422 taken when the name exists)',
    body: ZTranscoderProfileCreate,
    response: ZTranscoderProfile,
    status: 201,
  }),
  updateTranscoder: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${SETTINGS}/transcoders/:id`,
    summary: 'Change a transcoder profile (409 when the version is stale)',
    params: ZIdParam,
    body: ZTranscoderProfileUpdate,
    response: ZTranscoderProfile,
    errors: [404, 409],
  }),
  deleteTranscoder: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: `${SETTINGS}/transcoders/:id`,
    summary: 'Remove a transcoder profile (409 in_use naming the live events that use it)',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404, 409],
  }),
  transcoderHistory: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/transcoders/:id/history`,
    summary: "A transcoder profile's changes, newest first",
    params: ZIdParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
  transcoderTemplates: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/transcoder_templates`,
    summary: 'The transcoder templates of the streaming engine in use',
    response: ZTranscoderTemplateList,
  }),
  listWowzaServers: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/wowza_servers`,
    summary: 'Wowza servers (passwords never included) and the engine live events use now',
    response: ZWowzaServerList,
  }),
  createWowzaServer: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${SETTINGS}/wowza_servers`,
    summary: 'Add a Wowza server (422 taken when the name exists)',
    body: ZWowzaServerCreate,
    response: ZWowzaServer,
    status: 201,
  }),
  updateWowzaServer: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${SETTINGS}/wowza_servers/:id`,
    summary: 'Change a Wowza server; a left-out password is kept (409 when the version is stale)',
    params: ZIdParam,
    body: ZWowzaServerUpdate,
    response: ZWowzaServer,
    errors: [404, 409],
  }),
  deleteWowzaServer: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: `${SETTINGS}/wowza_servers/:id`,
    summary: 'Remove a Wowza server',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404],
  }),
  checkWowzaServer: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${SETTINGS}/wowza_servers/:id/check`,
    summary:
      'Ask the saved server for its monitoring figures: whether address and credentials work',
    params: ZIdParam,
    response: ZWowzaServerCheck,
    errors: [404],
  }),
};
