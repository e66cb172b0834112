import { describe, expect, it } from 'vitest';
import { isSelected, NO_SELECTION, selectAll, selectedCount, toggleVideo } from './selection';

describe('SPEC §4 video selection modes', () => {
  it('none becomes external_name_in when one video is ticked', () => {
    expect(toggleVideo(NO_SELECTION, 'VP-1')).toEqual({
      mode: 'external_name_in',
      externalNames: ['VP-1'],
    });
  });

  it('all becomes external_name_not_in when one video is unticked', () => {
    expect(toggleVideo(selectAll(), 'VP-1')).toEqual({
      mode: 'external_name_not_in',
      externalNames: ['VP-1'],
    });
  });

  it('an emptied external_name_in list returns to none', () => {
    const one = toggleVideo(NO_SELECTION, 'VP-1');
    expect(toggleVideo(one, 'VP-1')).toEqual({ mode: 'none' });
  });

  it('an emptied external_name_not_in list returns to all', () => {
    const allButOne = toggleVideo(selectAll(), 'VP-1');
    expect(toggleVideo(allButOne, 'VP-1')).toEqual({ mode: 'all' });
  });

  it('adds and removes names in the lists', () => {
    let selection = toggleVideo(NO_SELECTION, 'VP-1');
    selection = toggleVideo(selection, 'VP-2');
    expect(selection).toEqual({ mode: 'external_name_in', externalNames: ['VP-1', 'VP-2'] });
    selection = toggleVideo(selection, 'VP-1');
    expect(selection).toEqual({ mode: 'external_name_in', externalNames: ['VP-2'] });
  });

  it('knows what is selected and how many, "all" meaning every match of the search', () => {
    const allButTwo = toggleVideo(toggleVideo(selectAll(), 'VP-1'), 'VP-2');
    expect(isSelected(allButTwo, 'VP-1')).toBe(false);
    expect(isSelected(allButTwo, 'VP-3')).toBe(true);
    expect(selectedCount(allButTwo, 20_000)).toBe(19_998);
    expect(selectedCount(selectAll(), 20_000)).toBe(20_000);
    expect(selectedCount(NO_SELECTION, 20_000)).toBe(0);
  });
});
