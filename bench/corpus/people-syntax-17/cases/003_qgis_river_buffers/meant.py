# -*- coding: utf-8 -*-
"""
Rondas hídricas por municipio
Script de Processing para QGIS 3.28 (Caja de herramientas > Scripts > Añadir script)

Genera el buffer de ronda hídrica (30 m a cada lado, según el POT) sobre los ríos,
lo recorta con cada municipio y calcula el área protegida en hectáreas.
Autora: Daniela R., SIG - Corporación Autónoma Regional
"""
from qgis.PyQt.QtCore import QCoreApplication, QVariant
from qgis.core import (
    QgsProcessing,
    QgsProcessingAlgorithm,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterNumber,
    QgsProcessingParameterFeatureSink,
    QgsProcessingException,
    QgsFeatureSink,
    QgsFeature,
    QgsField,
    QgsFields,
    QgsWkbTypes,
    QgsSpatialIndex,
)

# orden de la corriente (Strahler) -> ancho de ronda en metros
RONDA_POR_ORDEN = {1: 30, 2: 30, 3: 50, 4: 100}


class RondasHidricas(QgsProcessingAlgorithm):
    RIOS = "RIOS"
    MUNICIPIOS = "MUNICIPIOS"
    DISTANCIA = "DISTANCIA"
    SALIDA = "SALIDA"

    def tr(self, texto):
        return QCoreApplication.translate("RondasHidricas", texto)

    def createInstance(self):
        return RondasHidricas()

    def name(self):
        return "rondashidricas"

    def displayName(self):
        return self.tr("Rondas hídricas por municipio")

    def group(self):
        return self.tr("CAR - Recurso hídrico")

    def groupId(self):
        return "car_hidrico"

    def shortHelpString(self):
        return self.tr("Buffer de ronda según orden de Strahler, recortado por municipio. "
                       "Si el río no tiene orden se usa la distancia por defecto.")

    def initAlgorithm(self, config=None):
        self.addParameter(
            QgsProcessingParameterFeatureSource(
                self.RIOS,
                self.tr("Red hídrica (líneas)"),
                [QgsProcessing.TypeVectorLine],
            )
        )
        self.addParameter(
            QgsProcessingParameterFeatureSource(
                self.MUNICIPIOS,
                self.tr("Municipios (polígonos)"),
                [QgsProcessing.TypeVectorPolygon],
            )
        )
        self.addParameter(
            QgsProcessingParameterNumber(
                self.DISTANCIA,
                self.tr("Distancia por defecto (m)"),
                type=QgsProcessingParameterNumber.Double,
                defaultValue=30.0,
                minValue=1.0,
            )
        )
        self.addParameter(
            QgsProcessingParameterFeatureSink(self.SALIDA, self.tr("Rondas por municipio"))
        )

    def processAlgorithm(self, parameters, context, feedback):
        rios = self.parameterAsSource(parameters, self.RIOS, context)
        municipios = self.parameterAsSource(parameters, self.MUNICIPIOS, context)
        dist_defecto = self.parameterAsDouble(parameters, self.DISTANCIA, context)
        if rios is None or municipios is None:
            raise QgsProcessingException("Faltan capas de entrada")
        if rios.sourceCrs().isGeographic():
            raise QgsProcessingException("Reproyecte los ríos a MAGNA-SIRGAS / Origen Nacional (EPSG:9377)")

        campos = QgsFields()
        campos.append(QgsField("cod_mpio", QVariant.String))
        campos.append(QgsField("municipio", QVariant.String))
        campos.append(QgsField("area_ha", QVariant.Double))
        (sink, dest_id) = self.parameterAsSink(parameters, self.SALIDA, context, campos,
                                               QgsWkbTypes.MultiPolygon, rios.sourceCrs())

        # unir todos los buffers primero (es más rápido que recortar río por río)
        buffers = []
        total = rios.featureCount() or 1
        for i, rio in enumerate(rios.getFeatures()):
            if feedback.isCanceled():
                break
            orden = rio["orden"] if "orden" in rio.fields().names() else None
            ancho = RONDA_POR_ORDEN.get(orden, dist_defecto)
            buffers.append(rio.geometry().buffer(ancho, 8))
            feedback.setProgress(int(40 * i / total))
        if not buffers:
            return {self.SALIDA: dest_id}
        ronda = buffers[0]
        for g in buffers[1:]:
            ronda = ronda.combine(g)

        indice = QgsSpatialIndex(municipios.getFeatures())
        candidatos = indice.intersects(ronda.boundingBox())
        feedback.pushInfo("Municipios candidatos: %d" % len(candidatos))
        for n, mpio in enumerate(municipios.getFeatures()):
            if mpio.id() not in candidatos:
                continue
            recorte = ronda.intersection(mpio.geometry())
            if recorte.isEmpty():
                continue
            f = QgsFeature(campos)
            f.setGeometry(recorte)
            f.setAttributes([mpio["MPIO_CCDGO"], mpio["MPIO_CNMBR"],
                             round(recorte.area() / 10000.0, 2)])
            sink.addFeature(f, QgsFeatureSink.FastInsert)
            feedback.setProgress(40 + int(60 * n / max(len(candidatos), 1)))
        return {self.SALIDA: dest_id}
