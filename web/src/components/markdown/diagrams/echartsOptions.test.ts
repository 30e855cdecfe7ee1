/** parseChartOptions: an ```echarts block is JSON data only, with no functions and no HTML. */
import { describe, expect, it } from 'vitest';
import { parseChartOptions } from './echartsOptions';

describe('parseChartOptions', () => {
  it('keeps plain options and ECharts templates', () => {
    const options = parseChartOptions(
      '{"xAxis":{"data":["a","b"]},"series":[{"type":"bar","data":[1,2],"label":{"formatter":"{b}: {c}"}}]}',
    );
    expect(options).toEqual({
      xAxis: { data: ['a', 'b'] },
      series: [{ type: 'bar', data: [1, 2], label: { formatter: '{b}: {c}' } }],
    });
  });

  it.each([
    ['a function', '"function () { alert(1) }"'],
    ['an arrow function', '"(p) => alert(p)"'],
    ['an async function', '" async function(){}"'],
    ['new Function', '"new Function(\'alert(1)\')"'],
  ])('refuses %s in a formatter, naming where', (_, value) => {
    expect(() => parseChartOptions(`{"series":[{"label":{"formatter":${value}}}]}`)).toThrow(
      /series\[0\]\.label\.formatter: functions are not allowed/,
    );
  });

  it('cuts HTML from strings and drops the tooltip and toolbox', () => {
    const options = parseChartOptions(
      '{"title":{"text":"<img src=x onerror=alert(1)>Sales<b>!</b>"},"tooltip":{"formatter":"<b>{c}</b>"},"toolbox":{}}',
    );
    expect(options).toEqual({ title: { text: 'Sales!' } });
  });

  it('never carries __proto__ into the options', () => {
    const options = parseChartOptions('{"__proto__":{"polluted":1},"series":[]}');
    expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['not json', '[1,2]', 'null', '"text"'])('refuses %j', (source) => {
    expect(() => parseChartOptions(source)).toThrow();
  });
});
