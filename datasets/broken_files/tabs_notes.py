# Gestion de notes avec tabulations (éditeur mal configuré)
# TP 2

def moyenne(notes):
	if len(notes) == 0:
		return 0
        return sum(notes) / len(notes)

def meilleure(notes)
	m = notes[0]
	for n in notes:
		if n > m:
		    m = n
	return m

notes = [12, 15.5, 9, 17]
print("Moyenne :", moyenne(notes))
print("Meilleure :", meilleure(notes)
