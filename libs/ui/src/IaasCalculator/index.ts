export * from './IaasCalculator';
export * from './iaasCalculatorModel';
