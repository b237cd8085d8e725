/** Selectors (which page, visual or slicer an operation aims at) and slicers. Types only. */
import type { IFilterKeyTarget, IFilterTarget, ISlicerFilter } from './filterTypes';

export interface ISelector {
  $schema: string;
}
export interface IPageSelector extends ISelector {
  pageName: string;
}
export interface IVisualSelector extends ISelector {
  visualName: string;
}
export interface IVisualTypeSelector extends ISelector {
  visualType: string;
}
export type SlicerTarget = IFilterTarget | IFilterKeyTarget;
export interface ISlicerTargetSelector extends ISelector {
  target: SlicerTarget;
}
export type SlicerSelector = IVisualSelector | ISlicerTargetSelector;
export interface ISlicerState {
  filters: ISlicerFilter[];
  targets?: SlicerTarget[];
}
export interface ISlicer {
  selector: SlicerSelector;
  state: ISlicerState;
}
