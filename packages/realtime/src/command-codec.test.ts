import { describe, expect, it } from 'vitest';
import { decodeCommands, encodeError, encodeRawResult, withRawField } from './command-codec.ts';
import { disconnectReason } from './disconnect-reason.ts';

describe('decodeCommands', () => {
  it('decodes newline-delimited commands with one optional trailing newline', () => {
    const frame = '{"connect":{"name":"js"},"id":1}\n{"subscribe":{"channel":"news","flag":1},"id":2}\n';
    expect(decodeCommands(frame)).toEqual([
      { id: 1, method: 'connect', params: { name: 'js' } },
      { id: 2, method: 'subscribe', params: { channel: 'news', flag: 1 } },
    ]);
  });

  it('reads the empty command as a pong and send without id', () => {
    expect(decodeCommands('{}')).toEqual([{ id: 0, method: 'pong', params: {} }]);
    expect(decodeCommands('{"send":{"data":1}}')).toEqual([{ id: 0, method: 'send', params: { data: 1 } }]);
  });

  it('takes the first non-null method and ignores unknown fields', () => {
    expect(decodeCommands('{"id":3,"connect":null,"rpc":{"method":"m"},"extra":true}')).toEqual([
      { id: 3, method: 'rpc', params: { method: 'm' } },
    ]);
  });

  it.each([
    '',
    '\n',
    'not json',
    '[]',
    'null',
    '{"id":1}',
    '{"id":-1,"rpc":{}}',
    '{"id":"1","rpc":{}}',
    '{"id":4294967296,"rpc":{}}',
    '{"rpc":{}}',
    '{"id":1,"send":{}}',
    '{"id":1,"rpc":"x"}',
    '{"id":1,"rpc":{}}\n\n{"id":2,"rpc":{}}',
    '{"id":1,"rpc":{}}\n\n',
  ])('refuses %j', (frame) => {
    expect(decodeCommands(frame)).toBeNull();
  });
});

describe('encoding', () => {
  it('adds raw JSON fields to encoded objects', () => {
    expect(withRawField('{}', 'publications', '[1]')).toBe('{"publications":[1]}');
    expect(withRawField('{"a":1}', 'b', '{"c":2}')).toBe('{"a":1,"b":{"c":2}}');
    expect(encodeRawResult(7, 'history', '{"offset":1}')).toBe('{"id":7,"history":{"offset":1}}');
    expect(encodeError(2, { code: 103, message: 'permission denied' })).toBe(
      '{"id":2,"error":{"code":103,"message":"permission denied"}}',
    );
  });

  it('never produces an empty, JSON or multi-line disconnect reason', () => {
    expect(disconnectReason(3501)).toBe('bad request');
    expect(disconnectReason(4001, '')).toBe('disconnect');
    expect(disconnectReason(3503, 'null')).toBe('force disconnect');
    expect(disconnectReason(3503, 'line one\nline two')).toBe('line one line two');
    expect(Buffer.byteLength(disconnectReason(3503, '€'.repeat(200)))).toBeLessThanOrEqual(123);
  });
});
