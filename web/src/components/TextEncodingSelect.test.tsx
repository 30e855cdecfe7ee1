/** The encoding picker: labelled, reachable by keyboard, the detected encoding marked, in both languages. */
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextEncodingSelect } from './TextEncodingSelect';

afterEach(() => i18n.changeLanguage('en-US'));

describe('TextEncodingSelect', () => {
  it('lists every encoding, marks the detected one and reports a choice', async () => {
    await i18n.changeLanguage('en-US');
    const onChange = vi.fn();
    render(<TextEncodingSelect value="gbk" detected="gbk" onChange={onChange} />);
    const select = (await screen.findByLabelText('Encoding')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'UTF-8 · Unicode',
      'UTF-16LE · Unicode, little-endian',
      'UTF-16BE · Unicode, big-endian',
      'GB18030 · Chinese, all of Unicode',
      'GBK · Simplified Chinese (detected)',
      'Big5 · Traditional Chinese',
      'Shift_JIS · Japanese',
      'EUC-JP · Japanese (Unix)',
      'EUC-KR · Korean',
      'Windows-1252 · Western European',
    ]);
    select.focus();
    expect(document.activeElement).toBe(select);
    fireEvent.change(select, { target: { value: 'big5' } });
    expect(onChange).toHaveBeenCalledWith('big5');
  });

  it('speaks Chinese, and takes another label', async () => {
    await i18n.changeLanguage('zh-CN');
    render(<TextEncodingSelect value="big5" detected="big5" onChange={() => {}} label="保存为" />);
    const select = (await screen.findByLabelText('保存为')) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Big5 · 繁体中文（自动识别）');
  });
});
