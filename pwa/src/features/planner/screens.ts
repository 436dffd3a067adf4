/** "Matuse projektijuht", the funeral planner's chunk: its screen and its texts. */
export { PlannerScreen } from './PlannerScreen';
export { loadPlannerTexts as loadTexts } from './texts';
