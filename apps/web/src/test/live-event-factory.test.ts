import { ZLiveEvent } from '@newsroom/contract';
import { expect, it } from 'vitest';
import { aLiveEvent } from './live-event-factory';

it('makes an event the contract accepts as it stands', () => {
  expect(ZLiveEvent.strict().parse(aLiveEvent())).toEqual(aLiveEvent());
});
