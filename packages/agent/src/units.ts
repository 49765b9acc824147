/**
 * The units a figure is written in ('850 g', '2.4 kg', '45 min') and what they measure: what
 * the server reads column values with, apart from the rest of the agent so that a module loaded
 * at start does not bring the planner, the model SDK and the language vocabularies with it.
 */
export { ageUnitDef, convert, dimensionOfWord, unitDef, UNIT_WORDS } from './data-agent/units.js';
export type { Dimension, UnitDef } from './data-agent/units.js';
