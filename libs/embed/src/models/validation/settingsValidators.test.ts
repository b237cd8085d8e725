import {
  validateCommandsSettings,
  validateCustomPageSize,
  validateFieldsPane,
  validateSettings,
  validateVisualHeader,
  validateZoomLevel,
} from './settingsValidators';

const message = (errors: { message: string }[] | undefined) => errors?.[0]?.message;

describe('settings validators', () => {
  it('check settings in powerbi-models’ order', () => {
    expect(message(validateSettings({ printSettings: 1, filterPaneEnabled: 1 }))).toBe(
      'filterPaneEnabled must be a boolean',
    );
    expect(message(validateSettings({ layoutType: 4 }))).toBe('layoutType property is invalid');
    expect(message(validateSettings({ commands: {} }))).toBe('commands property is invalid');
  });

  it('check custom layouts down to each visual', () => {
    const layout = (pagesLayout: unknown) => message(validateSettings({ customLayout: { pagesLayout } }));
    expect(layout({ p: {} })).toBe('visualsLayout is required');
    expect(layout({ p: { visualsLayout: { v: { x: 'left' } } } })).toBe('x must be a number');
    expect(layout({ p: 1 })).toBe('pagesLayout must be an object');
    expect(message(validateCustomPageSize({ type: 4, width: 'wide' }))).toBe('width must be a number');
  });

  it('tell visual selectors from visual type selectors by their schema', () => {
    expect(validateVisualHeader({ settings: {}, selector: { visualName: 'v' } })).toBeUndefined();
    expect(message(validateVisualHeader({ settings: {}, selector: { visualType: 'v' } }))).toBe(
      'selector.visualName is required',
    );
    expect(message(validateVisualHeader({ settings: {}, selector: 'v' }))).toBe(
      'selector property is invalid',
    );
    expect(message(validateCommandsSettings({ copy: {} }))).toBe('displayOption is required');
  });

  it('leave unchecked what powerbi-models leaves unchecked', () => {
    expect(validateFieldsPane({ visible: 'x' })).toBeUndefined();
    expect(validateSettings({ zoomLevel: 100 })).toBeUndefined();
  });

  it('give the zoom range, naming the zoom level (powerbi-models: "undefined must be …")', () => {
    expect(message(validateZoomLevel(5))).toBe('zoomLevel must be a number between 0.25 and 4');
    expect(message(validateZoomLevel('1'))).toBe('zoomLevel must be a number');
    expect(validateZoomLevel(0.25)).toBeUndefined();
  });
});
