import { describe, expect, it } from 'vitest';
import { destinationOf } from '../../src/adapters/streaming/destinations';
import { mapEntryBody, pushTarget } from '../../src/adapters/streaming/wowza-map-entry';

describe('where a map entry pushes (the stream target settings in Wowza terms)', () => {
  it('rtmp: host, port and application from the address, the key as stream name', () => {
    expect(
      pushTarget({ ingestUrl: 'rtmp://live.example.com:1936/app/inst', streamKey: 'k1' }, 'x'),
    ).toEqual({
      profile: 'rtmp',
      host: 'live.example.com',
      port: 1936,
      application: 'app/inst',
      streamName: 'k1',
    });
  });

  it('rtmps: the same with sendSSL and port 443 by default', () => {
    expect(
      pushTarget({ ingestUrl: 'rtmps://live-api-s.facebook.com/rtmp/', streamKey: 'FB-1' }, 'x'),
    ).toEqual({
      profile: 'rtmp',
      host: 'live-api-s.facebook.com',
      port: 443,
      application: 'rtmp',
      streamName: 'FB-1',
      sendSSL: true,
    });
  });

  it('srt: host and port; without a key the entry name is published', () => {
    expect(
      pushTarget({ ingestUrl: 'srt://srt.example.com:7001', streamKey: null }, 'entry'),
    ).toEqual({ profile: 'srt', host: 'srt.example.com', port: 7001, streamName: 'entry' });
  });

  it('https (HLS ingest) keeps the whole address', () => {
    const url = 'https://hls.example.com/ingest/event';
    expect(pushTarget({ ingestUrl: url, streamKey: 'k' }, 'x')).toEqual({
      profile: 'http',
      destinationUrl: url,
      streamName: 'k',
    });
  });

  it('the entry body names the event stream and starts disabled', () => {
    const body = mapEntryBody(
      { eventId: 7, target: 'custom_rtmp.hd' },
      { ingestUrl: 'rtmp://a.example.com/live', streamKey: null },
    );
    expect(body).toMatchObject({
      entryName: 'newsroom-event-7-custom_rtmp_hd',
      sourceStreamName: 'event-7',
      streamName: 'newsroom-event-7-custom_rtmp_hd',
      enabled: false,
    });
  });

  it('a target without an address, disabled, or with an unreadable key fails naming the setting', () => {
    const base = { target: 'youtube', enabled: true, ingestUrl: 'rtmp://y/live2', streamKey: 'k' };
    expect(() => destinationOf([{ ...base, ingestUrl: null }], 'youtube')).toThrow(
      /No ingest address for youtube.*Stream targets/,
    );
    expect(() => destinationOf([{ ...base, enabled: false }], 'youtube')).toThrow(/disabled/);
    expect(() => destinationOf([], 'youtube')).toThrow(/No ingest address/);
    expect(() =>
      destinationOf(
        [{ ...base, streamKey: null, unreadable: 'sealed under another key' }],
        'youtube',
      ),
    ).toThrow(/another key/);
    expect(destinationOf([base], 'youtube')).toEqual({
      ingestUrl: 'rtmp://y/live2',
      streamKey: 'k',
    });
  });
});
