# -*- coding: utf-8 -*-
# Calculs de géométrie — exercice noté
import math

class Point:
	def __init__(self, x, y):
		self.x = x
		self.y = y

	def distance(self, autre):
		return math.sqrt((self.x - autre.x) ** 2 + (self.y - autre.y) ** 2)

class Cercle:
	def __init__(self, centre, rayon):
		self.centre = centre
		self.rayon = rayon

	def aire(self):
		return math.pi * self.rayon ** 2

	def périmètre(self):
		return 2 * math.pi * self.rayon

	def contient(self, point)
		return self.centre.distance(point) <= self.rayon

def plus_grand(cercles):
	meilleur = None
	for c in cercles:
		if meilleur is None or c.aire() > meilleur.aire():
			meilleur = c
	return meilleur

cercles = [Cercle(Point(0, 0), 1), Cercle(Point(2, 2), 3), Cercle(Point(-1, 4), 2]
g = plus_grand(cercles)
print("Le plus grand cercle a une aire de", round(g.aire(), 2))
print("Contient l'origine ?", g.contient(Point(0, 0))
