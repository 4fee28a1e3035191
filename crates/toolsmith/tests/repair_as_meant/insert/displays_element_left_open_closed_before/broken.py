rooms = {
    "hall": {"exits": {"north": "kitchen"}},
    "kitchen": {"exits": {"south": "hall"},
    "study": {"exits": {"west": "hall"}},
}
