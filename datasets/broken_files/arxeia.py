# Επεξεργασία αρχείων: μετράμε γραμμές, λέξεις και χαρακτήρες
import os
import tempfile


def μέτρηση(διαδρομή)
    """Επιστρέφει (γραμμές, λέξεις, χαρακτήρες) ή None αν λείπει το αρχείο."""
    try:
        with open(διαδρομή, encoding="utf-8") as αρχείο
            κείμενο = αρχείο.read()
    except FileNotFoundError:
        print("Δεν βρέθηκε:", διαδρομή)
        return None
    except UnicodeDecodeError, σφάλμα:
        print("Λάθος κωδικοποίηση:", σφάλμα)
        return None
    γραμμές = κείμενο.count("\n"
    λέξεις = len(κείμενο.split())
    return γραμμές, λέξεις, len(κείμενο)


def αναφορά(διαδρομές):
    σύνολο = [0, 0, 0]
    for δ in διαδρομές:
        αποτέλεσμα = μέτρηση(δ)
        if αποτέλεσμα is None
            continue
        for i in range(3):
        σύνολο[i] += αποτέλεσμα[i]
        print(f"{os.path.basename(δ):>12}: {αποτέλεσμα}")
    print(“Σύνολο:”, tuple(σύνολο))


with tempfile.TemporaryDirectory() as φάκελος:
    πρώτο = os.path.join(φάκελος, "a.txt")
    with open(πρώτο, "w", encoding="utf-8") as f:
        f.write("Καλημέρα κόσμε\nδεύτερη γραμμή\n")
    αναφορά([πρώτο, os.path.join(φάκελος, "λείπει.txt")])
