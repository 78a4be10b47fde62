// `import Charts`: Tessera's Swift Charts (`TesseraCharts`) under Apple's module name, so a file
// written for Apple's Swift Charts compiles with no edit.
@_exported import TesseraCharts
