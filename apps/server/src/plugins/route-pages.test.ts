import { describe, expect, it } from 'vitest';
import { routePageMatcher } from './route-pages';

describe('routePageMatcher', () => {
  const match = routePageMatcher([
    { path: '/meetings/:meetingId', page: 'meeting' },
    { path: '/meetings/:meetingId/edit', page: 'meeting-edit' },
    { path: '/about/:tab?', page: 'about' },
    { path: '/admin/groups/:groupId', page: 'group' },
    { path: '/admin/groups', page: 'groups' },
    { path: '/admin/groups/new', page: 'group-new' },
  ]);

  it('fills parameters, required and optional, one segment each', () => {
    expect(match('/meetings/42')).toBe('meeting');
    expect(match('/meetings/42/edit')).toBe('meeting-edit');
    expect(match('/about')).toBe('about');
    expect(match('/about/licences')).toBe('about');
    expect(match('/about/licences/more')).toBeUndefined();
    expect(match('/meetings')).toBeUndefined();
    expect(match('/meetings/42/delete')).toBeUndefined();
  });

  it('prefers a static segment to a parameter, as the app router does, whatever the order', () => {
    expect(match('/admin/groups/new')).toBe('group-new');
    expect(match('/admin/groups/7')).toBe('group');
    expect(match('/admin/groups')).toBe('groups');
  });

  it('takes no regular-expression syntax from a pattern', () => {
    const literal = routePageMatcher([{ path: '/a.b', page: 'dot' }]);
    expect(literal('/a.b')).toBe('dot');
    expect(literal('/axb')).toBeUndefined();
  });
});
